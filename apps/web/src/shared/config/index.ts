export { configKeys } from './keys';
export { useLogo, logoQueryOptions, fetchLogo } from './useLogo';
export { useLanguages, languagesQueryOptions, fetchLanguages } from './useLanguages';
export { useOfficialMedia, officialMediaQueryOptions, fetchOfficialMedia, parseOfficialMedia, type MediaItem } from './useMediaSetting';
export { useDynamicData, dynamicDataQueryOptions, fetchDynamicData } from './useDynamicData';
export { useMaintainInfo, maintainInfoQueryOptions, fetchMaintainInfo } from './useMaintainInfo';
export { useParseDomain, parseDomainQueryOptions, fetchParseDomain } from './useParseDomain';
