/** The first letter in upper case: a label that opens an area or an element, a title's first word. */
export const upperFirst = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** The first letter in lower case: a label inside an area or an element. */
export const lowerFirst = (s: string): string => s.charAt(0).toLocaleLowerCase() + s.slice(1);
