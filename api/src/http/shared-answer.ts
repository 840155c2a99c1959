/**
 * Answers many requests share: the same object, read from a cache, given to every caller (the pass tiers, the
 * tiers of a player without progress). Such an object is serialized once per route and kept with it (a WeakMap:
 * it goes when the cache drops the object), instead of going through the response schema at every call — the pass
 * tiers are 50 KB of JSON, about 0.4 ms of the API's thread each time.
 *
 * `sharedAnswer` marks an object as such and freezes it (shallowly: its builder must not change it after, which the
 * caches that hand it out already require). Only `{ data: <shared object> }` answers are remembered; any other answer
 * is serialized as before.
 */
const shared = new WeakSet<object>();

/** Marks `value` as an answer many requests share (and freezes it); returns it. */
export function sharedAnswer<T extends object>(value: T): T {
  shared.add(Object.freeze(value));
  return value;
}

/** Whether `value` was marked by `sharedAnswer`. */
export function isSharedAnswer(value: unknown): boolean {
  return typeof value === 'object' && value !== null && shared.has(value);
}

type Serializer = (payload: unknown) => string;

/**
 * Wraps a Fastify serializer compiler (fastify-type-provider-zod's): each compiled serializer remembers the text of
 * the shared objects it serialized inside a `{ data }` answer.
 */
export function rememberSharedAnswers<Compile extends (...args: never[]) => Serializer>(
  compile: Compile,
): Compile {
  return ((...args: Parameters<Compile>) => {
    const serialize = compile(...args);
    const texts = new WeakMap<object, string>();
    return (payload: unknown) => {
      const data = sharedData(payload);
      if (!data) return serialize(payload);
      let text = texts.get(data);
      if (text === undefined) {
        text = serialize(payload);
        texts.set(data, text);
      }
      return text;
    };
  }) as Compile;
}

/** The shared object of a `{ data }` answer with no other field, or null. */
function sharedData(payload: unknown): object | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const keys = Object.keys(payload);
  if (keys.length !== 1 || keys[0] !== 'data') return null;
  const { data } = payload as { data: unknown };
  return isSharedAnswer(data) ? (data as object) : null;
}
