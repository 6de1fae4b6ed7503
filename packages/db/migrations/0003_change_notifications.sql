-- Every committed change to what the read caches keep is announced on the channel `vitae_changes`, so each instance
-- on a shared PostgreSQL forgets what another instance (or anyone) changed. Triggers, not application code: changes
-- made by cascades (an account's deletion) or by hand are announced too. The payloads are parsed in
-- packages/db/src/changes.ts. PostgreSQL sends notifications only when the transaction commits.
CREATE FUNCTION vitae_announce_resume_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed resumes;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  PERFORM pg_notify('vitae_changes', 'resumes ' || changed.user_id || ' ' || changed.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER resumes_announce_change AFTER INSERT OR UPDATE OR DELETE ON resumes
  FOR EACH ROW EXECUTE FUNCTION vitae_announce_resume_change();
--> statement-breakpoint
CREATE FUNCTION vitae_announce_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('vitae_changes', 'users ' || OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_announce_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION vitae_announce_user_change();
--> statement-breakpoint
-- A session (token family) ends when its tokens are revoked or deleted; spending a token (used_at) changes nothing
-- a cache keeps, so rotations announce nothing.
CREATE FUNCTION vitae_announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('vitae_changes', 'sessions ' || OLD.user_id || ' ' || OLD.family_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_announce_revoke AFTER UPDATE OF revoked_at ON refresh_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at)
  EXECUTE FUNCTION vitae_announce_session_change();
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_announce_delete AFTER DELETE ON refresh_tokens
  FOR EACH ROW EXECUTE FUNCTION vitae_announce_session_change();
