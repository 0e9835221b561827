/**
 * The method and path of every endpoint, as plain data with no zod: the browser's one API client
 * (src/lib/api-client.ts) reads these, and each declaration in contracts/ spreads its own entry
 * (`endpoint({ ...endpointPaths.adminAddResult, request, responses })`), so a path is written once.
 * contracts/endpoints.ts checks at compile time that this table and the declarations name the same endpoints
 * with the same method and path.
 */
export const endpointPaths = {
  // ---- Sign-in (/api/auth) ----
  authCsrf: { method: 'get', path: '/api/auth/csrf' },
  authToken: { method: 'post', path: '/api/auth/token' },
  authLogout: { method: 'post', path: '/api/auth/logout' },

  // ---- Admin: results (/api/admin) ----
  adminVerify: { method: 'get', path: '/api/admin/verify' },
  adminAddResult: { method: 'post', path: '/api/admin/add-result' },
  adminEditMatch: { method: 'post', path: '/api/admin/edit-match' },
  adminDeleteMatch: { method: 'post', path: '/api/admin/delete-match' },
  adminRestoreMatch: { method: 'post', path: '/api/admin/restore-match' },
  adminDeletedMatches: { method: 'get', path: '/api/admin/deleted-matches' },
  adminMatches: { method: 'get', path: '/api/admin/matches' },
  adminAudit: { method: 'get', path: '/api/admin/audit' },

  // ---- Admin: roster ----
  adminLeague: { method: 'get', path: '/api/admin/league' },
  adminCreatePlayer: { method: 'post', path: '/api/admin/players' },
  adminRenamePlayer: { method: 'patch', path: '/api/admin/players/{id}' },
  adminRemovePlayer: { method: 'delete', path: '/api/admin/players/{id}' },
  adminRestorePlayer: { method: 'post', path: '/api/admin/players/{id}/restore' },
  adminCreateGroup: { method: 'post', path: '/api/admin/groups' },
  adminRenameGroup: { method: 'patch', path: '/api/admin/groups/{id}' },
  adminRemoveGroup: { method: 'delete', path: '/api/admin/groups/{id}' },
  adminRestoreGroup: { method: 'post', path: '/api/admin/groups/{id}/restore' },
  adminAddMember: { method: 'post', path: '/api/admin/groups/{id}/members' },
  adminRemoveMember: { method: 'delete', path: '/api/admin/groups/{id}/members/{playerId}' },
  adminRemoveDemoLeague: { method: 'post', path: '/api/admin/remove-demo-league' },

  // ---- Admin: import and export ----
  adminImport: { method: 'post', path: '/api/admin/import' },
  adminExport: { method: 'get', path: '/api/admin/export' },

  // ---- Admin: seasons and fixtures ----
  adminSeasons: { method: 'get', path: '/api/admin/seasons' },
  adminSeason: { method: 'get', path: '/api/admin/seasons/{id}' },
  adminCreateSeason: { method: 'post', path: '/api/admin/seasons' },
  adminAddFixture: { method: 'post', path: '/api/admin/seasons/{id}/fixtures' },
  adminImportFixtures: { method: 'post', path: '/api/admin/seasons/{id}/import' },
  adminTrackRecord: { method: 'post', path: '/api/admin/seasons/{id}/track-record' },
  adminEditFixture: { method: 'patch', path: '/api/admin/fixtures/{id}' },
  adminRemoveFixture: { method: 'delete', path: '/api/admin/fixtures/{id}' },
} as const;

export type EndpointName = keyof typeof endpointPaths;
