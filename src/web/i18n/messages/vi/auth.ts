// Vietnamese messages of the auth area (ICU MessageFormat). The English file has the same keys.
export default {} as const;
