import type { cms, Paged } from '@mall/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/request.ts';

export const NOTICE_PAGE_SIZE = 15;
export const HELP_PAGE_SIZE = 15;

/** Notices and help are translated platform texts: the language is part of every key. */
function useCmsQuery<T>(url: string, data: Record<string, unknown>, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [url, data, i18n.language],
    queryFn: () => request<T>({ url, data, silent: true }),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export const useNoticePage = (page: number, pageSize = NOTICE_PAGE_SIZE) =>
  useCmsQuery<Paged<cms.NoticeItem>>('/api/notice/page', {
    page,
    page_size: pageSize,
    receiving_type: 'web',
  });

export const useNoticeInfo = (id: number) =>
  useCmsQuery<cms.NoticeDetail>('/api/notice/info', { id }, id > 0);

export const useHelpPage = (classId: number, page: number) =>
  useCmsQuery<Paged<cms.HelpItem>>(
    '/api/help/page',
    { class_id: classId, page, page_size: HELP_PAGE_SIZE },
    classId > 0,
  );

export const useHelpInfo = (id: number) => useCmsQuery<cms.HelpDetail>('/api/help/info', { id }, id > 0);
