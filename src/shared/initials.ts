// Initials for the generated avatar: first letters of the first and last words, upper-cased,
// keeping Vietnamese letters (e.g. 'Đỗ Thị Ánh' → 'ĐÁ').
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...(words[0] ?? '')][0] ?? '';
  const last = words.length > 1 ? ([...(words[words.length - 1] ?? '')][0] ?? '') : '';
  return (first + last).toLocaleUpperCase('vi-VN');
}
