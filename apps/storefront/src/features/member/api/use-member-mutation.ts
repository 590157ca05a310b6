import { useMutation } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client.ts';
import { toast } from '../../../lib/toast.ts';
import { MEMBER_KEY } from '../../account/index.ts';

/**
 * A change to the member's account: on success the member's data is read again (header, top bar, pages) and
 * a short confirmation shows; a refusal has already shown the server's text as the toast.
 */
export function useMemberMutation<TVars, TData>(fn: (vars: TVars) => Promise<TData>, successText: string) {
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [MEMBER_KEY] });
      toast(successText, 'success');
    },
  });
}
