import type { address, city } from '@mall/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/request.ts';

/** Every city grouped by province (one call; region data does not change while the page is open). */
export const useCityGroups = () => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['/api/address/city', i18n.language],
    queryFn: () => request<address.CityGroup[]>({ url: '/api/address/city', silent: true }),
    staleTime: Infinity,
  });
};

export const websiteOfCity = (areaId: number) =>
  request<city.CitySite>({ url: '/api/website/getWebsiteidByAddress', data: { web_city: areaId } });

/** The cities that have a sub-site of their own (the picker marks them). */
export const useCitySites = () =>
  useQuery({
    queryKey: ['/api/website/lists'],
    queryFn: () => request<city.CitySite[]>({ url: '/api/website/lists', silent: true }),
    staleTime: 5 * 60_000,
  });
