/**
 * Whether a register's own name for its number already says "number" ("WEEE-Reg.-Nr.",
 * "BattG-Reg.-Nr.", "Battery Producer Number"): such a label takes no "number" after it
 * ("Your WEEE-Reg.-Nr. number" was the result).
 */
export const namesANumber = (label: string): boolean =>
  /(?:\b(?:nr|no|num|number|nummer|numéro|número)\.?|n[°º])$/iu.test(label.trim());

/** The text key for "your <register's number>": with "number", without it, or generic. */
export const numberLabelKey = (label: string | null | undefined) =>
  !label ? 'plain' : namesANumber(label) ? 'named' : 'withNumber';
