import { templateVariables, type TemplateVariable } from './template-variables';

// The one grammar of a message that reaches a parent: plain text, and placeholders written
// `{name}` with a name from the list the message may use. Nothing else in braces: an unclosed
// `{`, a stray `}` or an unknown name would be texted to a parent word for word ("…Love, Ann
// {name"). The forms and the server refuse a message with the same words, and the preview
// shows what will be sent only for a message that parses.

export type TemplatePart = { text: string } | { variable: TemplateVariable };

export type TemplateParse =
  { ok: true; parts: TemplatePart[] } | { ok: false; problem: string; at: number };

const listed = (allowed: readonly TemplateVariable[]) =>
  allowed.length === 0
    ? 'this message takes no variables'
    : `use one of ${allowed.map((name) => `{${name}}`).join(', ')}`;

/**
 * Reads a message by the grammar, allowing the variables in `allowed` (by default every
 * template variable). Positions are counted as people count characters, from 1.
 */
export function parseTemplate(
  content: string,
  allowed: readonly TemplateVariable[] = templateVariables,
): TemplateParse {
  const characters = Array.from(content);
  const parts: TemplatePart[] = [];
  let text = '';
  for (let index = 0; index < characters.length; index++) {
    const character = characters[index]!;
    if (character === '}') {
      const at = index + 1;
      return { ok: false, at, problem: `Unmatched } at character ${at}` };
    }
    if (character !== '{') {
      text += character;
      continue;
    }
    const at = index + 1;
    const close = characters.findIndex(
      (next, later) => later > index && (next === '}' || next === '{' || next === '\n'),
    );
    if (close === -1 || characters[close] !== '}')
      return { ok: false, at, problem: `Unclosed { at character ${at}` };
    const name = characters.slice(index + 1, close).join('');
    const variable = allowed.find((known) => known === name);
    if (!variable)
      return {
        ok: false,
        at,
        problem: `Unknown variable {${name}} at character ${at}; ${listed(allowed)}`,
      };
    if (text) parts.push({ text });
    text = '';
    parts.push({ variable });
    index = close;
  }
  if (text) parts.push({ text });
  return { ok: true, parts };
}

/** The grammar's problem with a message, or undefined when it parses. */
export function templateProblem(
  content: string,
  allowed: readonly TemplateVariable[] = templateVariables,
): string | undefined {
  const parsed = parseTemplate(content, allowed);
  return parsed.ok ? undefined : parsed.problem;
}
