export declare const E2E_OPERATOR: { readonly name: string; readonly token: string };
