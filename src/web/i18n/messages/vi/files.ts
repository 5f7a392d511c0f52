// Vietnamese messages of the files area (ICU MessageFormat). The English file has the same keys.
export default {} as const;
