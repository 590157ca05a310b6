import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { websiteOfCity } from './api/city-queries.ts';
import { forgetCity, keepCity } from './city-cookie.ts';
import { NATIONWIDE_AREA_ID } from './hot-cities.ts';

/**
 * Switching city: ask which sub-site serves the city, keep it in the SiteKey cookie (sent as website_id from then
 * on), drop every cached answer (they were for the old city) and go to the home page.
 */
export function useSwitchCity() {
  const { t } = useTranslation('city');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState<number | null>(null);

  const switchTo = async (areaId: number, name: string) => {
    setPending(areaId);
    try {
      if (areaId === NATIONWIDE_AREA_ID) forgetCity();
      else {
        const site = await websiteOfCity(areaId);
        if (site.website_id > 0) keepCity({ websiteId: site.website_id, areaId, name });
        else {
          forgetCity();
          toast(t('noSubsite', { name }), 'info');
        }
      }
      await queryClient.invalidateQueries();
      void navigate('/index');
    } catch {
      // The request helper has shown the server's message (for example 'city-site plugin not installed').
    } finally {
      setPending(null);
    }
  };
  return { switchTo, pending };
}
