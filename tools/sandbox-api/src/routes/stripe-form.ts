type FormTree = { [key: string]: string | FormTree };

/** A form key in Stripe's bracket notation, `payment_method_data[card][number]`, as its path of names; else null. */
const pathOf = (key: string): string[] | null => {
  const match = /^([^[\]]+)((?:\[[^[\]]+\])*)$/.exec(key);
  if (!match) return null;
  return [match[1] ?? '', ...[...(match[2] ?? '').matchAll(/\[([^[\]]+)\]/g)].map((part) => part[1] ?? '')];
};

/**
 * Stripe's API reads application/x-www-form-urlencoded bodies, nested parameters in bracket notation
 * (`payment_method_data[type]=card`): the body as a tree, or null when it is not such a body (JSON, another type, a
 * key that is neither a name nor a bracketed path, or one name given both a value and children).
 */
export function parseStripeForm(contentType: string | undefined, text: string): FormTree | null {
  if (!/^application\/x-www-form-urlencoded(;|$)/i.test(contentType ?? '')) return null;
  const tree: FormTree = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = pathOf(key);
    if (!path) return null;
    let node = tree;
    for (const name of path.slice(0, -1)) {
      const next = (node[name] ??= {});
      if (typeof next === 'string') return null;
      node = next;
    }
    const leaf = path[path.length - 1] ?? '';
    if (typeof node[leaf] === 'object') return null;
    node[leaf] = value;
  }
  return tree;
}
