/**
 * Where the remembered-login key lives: one non-extractable AES-GCM CryptoKey in IndexedDB (structured clone keeps
 * it non-extractable; script can use it but never read its bytes). Injected in tests.
 */
export interface KeyStore {
  get(): Promise<CryptoKey | undefined>;
  put(key: CryptoKey): Promise<void>;
}

const DB_NAME = 'h5-secure';
const STORE = 'keys';
const KEY_ID = 'remembered-login';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => {
      open.result.createObjectStore(STORE);
    };
    open.onsuccess = () => {
      resolve(open.result);
    };
    open.onerror = () => {
      reject(open.error ?? new Error('IndexedDB open failed'));
    };
  });
}

function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  return openDb().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(STORE, mode);
        const req = action(tx.objectStore(STORE));
        tx.oncomplete = () => {
          db.close();
          resolve(req.result as T);
        };
        tx.onerror = () => {
          db.close();
          reject(tx.error ?? new Error('IndexedDB transaction failed'));
        };
      }),
  );
}

export const indexedDbKeyStore: KeyStore = {
  get: () => run<CryptoKey | undefined>('readonly', (store) => store.get(KEY_ID)),
  put: (key) => run<undefined>('readwrite', (store) => store.put(key, KEY_ID)).then(() => undefined),
};
