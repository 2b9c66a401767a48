/** The translation namespace of the passkeys page (locales/<lng>/passkeys.json), loaded with the route. */
export const PASSKEYS_NS = 'passkeys';
