import { account } from '@mall/contracts';
import { AppError } from '../../platform/errors.ts';
import { COUNTRY_CODES } from './countries.ts';

/**
 * How a mobile is kept on the member row: Chinese numbers as the 11 digits (as the original system and the
 * demo data do), other countries as "+code-number" so the same digits in two countries never collide.
 */
export function storedMobile(countryCode: string, mobile: string): string {
  if (!COUNTRY_CODES.has(countryCode) || !account.isValidMobile(countryCode, mobile)) {
    throw new AppError('PARAMETER_ERROR', 'MOBILE_FORMAT');
  }
  return countryCode === account.DEFAULT_COUNTRY_CODE ? mobile : `+${countryCode}-${mobile}`;
}

/** 138****0001, for telling a person where a code went without showing the whole number. */
export function maskMobile(mobile: string): string {
  return mobile.length > 7
    ? `${mobile.slice(0, -8)}${mobile.slice(-8, -4).replace(/\d/g, '*')}${mobile.slice(-4)}`
    : mobile;
}

/** a***@example.com */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}
