// Vietnamese messages of the account area (ICU MessageFormat). The English file has the same keys.
export default {} as const;
