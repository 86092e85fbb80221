-- The home tab's and the board's counts read declarations by index-only scans (migration 0027), which
-- need the visibility map to be current. At PostgreSQL's default scale factors (20 % changed, 20 %
-- inserted) autovacuum would pass a table of a million declarations only after 200,000 changes, and the
-- pages of the current days' documents, changed all day, would be read from the heap (bench/RESULTS.md,
-- "Summary calls"). About 1 % keeps those scans index-only at the cost of more frequent, small vacuums.
-- The embedded engine has no autovacuum and keeps the settings unused.
ALTER TABLE "declarations" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02);
