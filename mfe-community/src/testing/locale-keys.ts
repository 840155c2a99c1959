/** Every dotted key path to a text in a nested object of translations, sorted. */
export function translationKeys(resource: object, prefix = ''): string[] {
  return Object.entries(resource)
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : translationKeys(value as object, `${prefix}${key}.`),
    )
    .sort();
}
