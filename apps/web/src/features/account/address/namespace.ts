/** The translation namespace of the address page (locales/<lng>/address.json), loaded with the route. */
export const ADDRESS_NS = 'address';
