/**
 * HTML boolean attributes: present means true (`open`, `open=""`, `open="open"`), except
 * "false" in any case and spacing, which a property set to false writes.
 */
export const booleanAttribute = (value: string | null): boolean => value !== null && value.trim().toLowerCase() !== 'false';
