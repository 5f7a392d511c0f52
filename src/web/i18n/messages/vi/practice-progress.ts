// Vietnamese messages of the practice-progress area (ICU MessageFormat). The English file has the same keys.
export default {} as const;
