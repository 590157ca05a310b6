import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { merchantShop } from '@mall/contracts';
import { request } from '../../../lib/request.ts';
import { getSession, setSession } from '../../../lib/session.ts';
import { uploadFile } from '../../../lib/upload.ts';

const SHOP = ['merchant', 'shop'] as const;

export const useShopSettings = () =>
  useQuery({
    queryKey: SHOP,
    queryFn: () => request<merchantShop.ShopSettings>({ url: '/merchant/api/shop/info' }),
  });

export function useSaveShop() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Record<string, unknown>) =>
      request<merchantShop.ShopSettings>({ url: '/merchant/api/shop/edit', data: input }),
    onSuccess: (data) => {
      client.setQueryData(SHOP, data);
      // The header shows the shop's name from the session: a renamed shop shows its new name at once.
      const session = getSession();
      if (session && session.site_name !== data.site_name)
        setSession({ ...session, site_name: data.site_name });
    },
  });
}

export const uploadShopPicture = (kind: string, file: Blob) =>
  uploadFile<merchantShop.UploadedPicture>('/merchant/api/shop/upload', { kind }, file);
