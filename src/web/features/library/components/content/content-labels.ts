import {
  contentFrequencies,
  contentMoods,
  contentSeasons,
  contentTypeLabels,
  contentTypes,
} from '@/shared/library';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const typeOptions = contentTypes.map((value) => ({
  value,
  label: contentTypeLabels[value],
}));
export const frequencyOptions = contentFrequencies.map((value) => ({
  value,
  label: capitalised(value),
}));
export const seasonOptions = contentSeasons.map((value) => ({
  value,
  label: value === 'any' ? 'Any season' : capitalised(value),
}));
export const moodOptions = contentMoods.map((value) => ({ value, label: capitalised(value) }));

export const labelOf = (options: { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;
