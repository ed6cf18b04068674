// The operator token the end-to-end server accepts (start-server.mjs passes it as OPERATOR_TOKENS), so scenarios can
// act as the merchant's staff through the operator API. A test value: never a real operator's.
export const E2E_OPERATOR = { name: 'e2e-operator', token: 'e2e-operator-token-0123456789abcdef' };
