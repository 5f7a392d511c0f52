// Finds the first JSON object in a model's answer, which may wrap it in prose or ```json fences.

/** The first balanced {...} in `text` (braces inside strings ignored), or null when there is none. */
export function findFirstJsonObject(text: string): string | null {
  const start = text.indexOf('{');
  if (start === -1) return null;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '{') {
      depth++;
    } else if (char === '}') {
      depth--;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  // Unbalanced: hand back the rest so the caller reports a parse error rather than "no JSON".
  return text.slice(start);
}
