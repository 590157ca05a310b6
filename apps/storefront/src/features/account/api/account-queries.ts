import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountReads } from './account-api.ts';

/** Platform settings and documents the auth pages read; the language is in the key (server texts). */
function useAccountRead<T>(name: string, fn: () => Promise<T>) {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: ['account', name, i18n.language], queryFn: fn, staleTime: 5 * 60_000 });
}

export const useRegisterConfig = () => useAccountRead('registerConfig', accountReads.registerConfig);
export const useAgreement = () => useAccountRead('agreement', accountReads.agreement);
export const useCountries = () => useAccountRead('countries', accountReads.countries);
