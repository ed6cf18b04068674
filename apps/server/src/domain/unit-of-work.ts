/**
 * What a rule that must change several rows together is given: it runs `work` with repositories that all write in
 * one transaction, committed when `work` resolves and rolled back when it throws. Rules never see the database
 * itself, so they do not care which engine runs under the repositories.
 */
export interface UnitOfWork<Repositories> {
  run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}
