// Vietnamese messages of the practice-summary area (ICU MessageFormat). The English file has the same keys.
export default {} as const;
