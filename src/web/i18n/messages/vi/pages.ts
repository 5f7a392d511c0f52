// Vietnamese messages of the pages area (ICU MessageFormat). The English file has the same keys.
export default {} as const;
