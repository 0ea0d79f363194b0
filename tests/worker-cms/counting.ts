/**
 * A Durable Object namespace whose objects count the calls made to them: of `method` only, or of every RPC
 * method (not `fetch`) when none is named. Tests use it to show what a request cost the content layer.
 */
export function counting<T extends DurableObjectNamespace>(namespace: T, method?: string) {
  const counted = { calls: 0 }
  const proxy = new Proxy(namespace, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property)
      if (property !== 'get' || typeof value !== 'function') {
        return typeof value === 'function' ? value.bind(target) : value
      }
      return (...args: unknown[]) => {
        const stub = (value as (...a: unknown[]) => object).apply(target, args)
        return new Proxy(stub, {
          get(object, name) {
            const counts =
              method === undefined ? typeof name === 'string' && name !== 'fetch' : name === method
            const member = Reflect.get(object, name)
            if (!counts || typeof member !== 'function') return member
            // Called as a method of the stub itself: an RPC method applied to another `this` tries to
            // send the stub along.
            return (...callArgs: unknown[]) => {
              counted.calls += 1
              return (object as Record<string, (...a: unknown[]) => unknown>)[name as string]?.(...callArgs)
            }
          },
        })
      }
    },
  })
  return { proxy, counted }
}
