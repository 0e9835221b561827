/** An en dash: what a derived figure shows while an input it comes from is invalid. */
export const NO_VALUE = '\u2013';
