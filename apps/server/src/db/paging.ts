/** Runs a page query and its count query together and answers rows with the total (DESIGN §4 paged lists). */
export async function pageWithTotal<T>(
  rows: PromiseLike<T[]>,
  total: PromiseLike<{ n: number }[]>,
): Promise<{ rows: T[]; total: number }> {
  const [list, counted] = await Promise.all([rows, total]);
  return { rows: list, total: counted[0]?.n ?? 0 };
}

export const pageOffset = (page: number, pageSize: number) => (page - 1) * pageSize;
