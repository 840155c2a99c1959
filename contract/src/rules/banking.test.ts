import { ibanProblem, normalizeIban, normalizeSwift, swiftProblem } from './banking.js';

describe('IBAN', () => {
  it('accepts valid IBANs, with spaces and in lower case', () => {
    expect(ibanProblem('SA03 8000 0000 6080 1016 7519')).toBeNull();
    expect(ibanProblem('gb82 west 1234 5698 7654 32')).toBeNull();
    expect(ibanProblem('ae070331234567890123456')).toBeNull();
  });

  it('names what is wrong: the country, then the length or format, then the check digits', () => {
    expect(ibanProblem('XX00123')).toBe('ibanCountry');
    expect(ibanProblem('SA03800000006080101675')).toBe('ibanLength');
    expect(ibanProblem('SA04 8000 0000 6080 1016 7519')).toBe('ibanChecksum');
  });

  it('is stored without spaces, upper-cased', () => {
    expect(normalizeIban('sa03 8000 0000 6080 1016 7519')).toBe('SA0380000000608010167519');
  });
});

describe('SWIFT/BIC', () => {
  it('accepts 8 and 11 character codes, in any case', () => {
    expect(swiftProblem('ncbksaje')).toBeNull();
    expect(swiftProblem('DEUTDEFF500')).toBeNull();
  });

  it('names a wrong shape before an unknown country', () => {
    expect(swiftProblem('NCB1')).toBe('swiftFormat');
    expect(swiftProblem('DEUTQQFF')).toBe('swiftCountry');
    expect(swiftProblem('DEUTQQ')).toBe('swiftFormat');
  });

  it('is stored without spaces, upper-cased', () => {
    expect(normalizeSwift(' ncbk saje ')).toBe('NCBKSAJE');
  });
});
