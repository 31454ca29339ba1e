import * as z from 'zod/mini';

/** Small shared pieces of the wire schemas. */
export const optionalString = z.nullish(z.string());
export const optionalNumber = z.nullish(z.number());
export const optionalBoolean = z.nullish(z.boolean());

/**
 * A list read item by item (issue 45, README "Essential fields"): an item that does not match `item` (it lacks an
 * essential field) is left out; the others are kept. The list itself must be a list.
 */
export const keptItems = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    // Typed as the item's wire shape (wire-conformance compares it with the contract); any item is read.
    z.array(z.custom<z.input<T>>()),
    z.transform((items): Array<z.output<T>> =>
      items.flatMap((value) => {
        const read = item.safeParse(value);
        return read.success ? [read.data] : [];
      }),
    ),
  );

/** Text that must be there and not blank: an essential id or number. */
export const presentString = z.string().check(z.regex(/\S/));

/** A list of one-line texts: a null or blank line is left out; anything but text or null is another form (invalid). */
export const textItems = z.pipe(
  z.array(z.nullable(z.string())),
  z.transform((items): string[] => items.filter((item): item is string => item !== null && item.trim() !== '')),
);

/**
 * An object the wire may leave out or send as null, read as an empty one (every field of `shape` optional; its own
 * objects empty too), so a screen reads its fields and shows what is there (README "Essential fields").
 */
export const orEmpty = <T extends z.ZodMiniType<object>>(shape: T) =>
  z.pipe(
    z.nullish(shape),
    z.transform((value): z.output<T> => value ?? shape.parse({})),
  );

/** A list the wire may leave out or send as null, read as an empty one. */
export const orNone = <T extends z.ZodMiniType<unknown[]>>(list: T) =>
  z.pipe(
    z.nullish(list),
    z.transform((value): z.output<T> => value ?? ([] as z.output<T>)),
  );
