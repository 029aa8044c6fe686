/** i18n key of a slot symbol's name ("Jungle Wild" -> gc_sym_jungle_wild); themes name symbols in English. */
export const symbolNameKey = (name: string): string => `gc_sym_${name.toLowerCase().replaceAll(' ', '_')}`;
