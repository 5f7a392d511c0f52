import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatVnd,
  parseOrderCode,
  isValidPaymentAmount,
  isValidPaymentDescription,
  MAX_PAYMENT_AMOUNT,
  normalizePaymentDescription,
  parseAmountInput,
} from './rules';

describe('payment amount', () => {
  it('accepts whole amounts from 1000 to the maximum', () => {
    expect(isValidPaymentAmount(1000)).toBe(true);
    expect(isValidPaymentAmount(10000)).toBe(true);
    expect(isValidPaymentAmount(1500)).toBe(true);
    expect(isValidPaymentAmount(MAX_PAYMENT_AMOUNT)).toBe(true);
  });

  it('refuses zero, negatives, fractions, too large, non-numbers', () => {
    for (const amount of [0, -5, 999, 1000.5, MAX_PAYMENT_AMOUNT + 1, Number.NaN, Infinity, '10000', null, undefined]) {
      expect(isValidPaymentAmount(amount)).toBe(false);
    }
  });

  it('never accepts a non-positive number', () => {
    fc.assert(fc.property(fc.double({ max: 0 }), (amount) => !isValidPaymentAmount(amount)));
  });

  it('reads typed amounts', () => {
    expect(parseAmountInput(' 10000 ')).toBe(10000);
    expect(parseAmountInput('-5')).toBe(-5);
    expect(parseAmountInput('')).toBeNull();
    expect(parseAmountInput('1e5')).toBeNull();
    expect(parseAmountInput('10.000đ')).toBeNull();
  });
});

describe('payment description', () => {
  it('trims, defaults when blank and allows 25 characters', () => {
    expect(normalizePaymentDescription('  Mua sách  ')).toBe('Mua sách');
    expect(normalizePaymentDescription('   ')).toBe('Thanh toan don hang');
    expect(normalizePaymentDescription(undefined)).toBe('Thanh toan don hang');
    expect(isValidPaymentDescription('ư'.repeat(25))).toBe(true);
    expect(isValidPaymentDescription('a'.repeat(26))).toBe(false);
  });
});

describe('formatVnd', () => {
  it('groups digits the Vietnamese way', () => {
    expect(formatVnd(10000)).toBe('10.000 VND');
    expect(formatVnd(1000000)).toBe('1.000.000 VND');
  });
});

describe('parseOrderCode', () => {
  it('reads a positive whole number of at most 16 digits that JavaScript holds exactly', () => {
    expect(parseOrderCode('1732000000000')).toBe(1732000000000);
    for (const bad of ['', '0', '-5', '12a', '1.5', ' 12', '99999999999999999', '9999999999999999']) {
      expect(parseOrderCode(bad), bad).toBeNull();
    }
  });
});
