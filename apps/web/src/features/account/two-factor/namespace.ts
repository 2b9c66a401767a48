/** The translation namespace of the two-factor page (locales/<lng>/twoFactor.json), loaded with the route. */
export const TWO_FACTOR_NS = 'twoFactor';
