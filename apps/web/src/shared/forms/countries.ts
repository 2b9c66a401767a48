import type { configCountryCode } from '@site/contract/api/config';
import { DEFAULT_COUNTRY_CODE } from '@site/contract/constants';
import type { ResponseOf } from '@site/contract/endpoint';
import { validatePhone } from '@site/contract/rules/phone';
import { useCountryCodes } from './queries';

export type CountryCodeItem = ResponseOf<typeof configCountryCode>[number];

/** The countries of the phone fields and the default one (the first of the list, SPEC 2). */
export function useCountries() {
  const query = useCountryCodes();
  const countries = query.data ?? [];
  const defaultCode = countries[0]?.countryCode ?? DEFAULT_COUNTRY_CODE;
  return { countries, defaultCode, loading: query.isPending };
}

/** SPEC 5 phone rule against the selected country's regex (built-in rule while the list loads). */
export function phoneRule(countries: readonly CountryCodeItem[], countryCode: string) {
  return (phone: string): string | null => {
    const country = countries.find((c) => c.countryCode === countryCode) ?? { countryCode };
    return validatePhone(phone, country);
  };
}

/** Whether a country is in the displayed list (012007 switches to register only for those, SPEC 8). */
export function isDisplayed(countries: readonly CountryCodeItem[], countryCode: string): boolean {
  return countries.some((c) => c.countryCode === countryCode && c.isDisplay);
}
