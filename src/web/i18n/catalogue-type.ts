/** An English catalogue holds every key of its Vietnamese one, and no other. */
export type Catalogue<Source> = { readonly [Key in keyof Source]: string };
