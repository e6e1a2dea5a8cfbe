import { describe, expect, it } from 'vitest';
import { locationOfZip, zipDigits } from './zip-location';

describe("a parent's location from her ZIP code", () => {
  it('finds a US ZIP code, written as people write it', () => {
    expect(locationOfZip('85004')).toMatchObject({ zip: '85004', place: 'Phoenix, AZ' });
    expect(locationOfZip(' 85004-1234 ')?.zip).toBe('85004');
    const phoenix = locationOfZip('85004')!;
    expect(phoenix.latitude).toBeCloseTo(33.45, 1);
    expect(phoenix.longitude).toBeCloseTo(-112.07, 1);
  });

  it('has no location outside the United States, or for a ZIP or county it does not know', () => {
    expect(locationOfZip('85004', 'Canada')).toBeNull();
    expect(locationOfZip('K1A 0B1', 'Canada')).toBeNull();
    expect(locationOfZip('K1A')).toBeNull();
    expect(locationOfZip('Maricopa County')).toBeNull();
    expect(locationOfZip('00000')).toBeNull();
    expect(locationOfZip('')).toBeNull();
  });

  it('reads only five digits, or five and four', () => {
    expect(zipDigits('12345')).toBe('12345');
    expect(zipDigits('12345 6789')).toBe('12345');
    expect(zipDigits('1234')).toBeNull();
    expect(zipDigits('123456')).toBeNull();
  });
});
