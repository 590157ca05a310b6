import { z } from './zod.ts';
import type { ErrorCode } from './errors.ts';

export interface SuccessEnvelope<T> {
  code: number;
  message: string;
  data: T;
  timestamp: number;
}

export interface ErrorEnvelope {
  code: number;
  message: string;
  data: unknown;
  error_code: ErrorCode;
  timestamp: number;
}

export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number(), message: z.string(), data, timestamp: z.number().int() });
