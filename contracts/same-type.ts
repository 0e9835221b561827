/** `true` when A and B are the same type, else `false`: a compile-time check that a schema describes a type. */
export type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
