// TanStack Query keys of /admin; every admin action refreshes the whole `admin` tree.
export const adminKeys = {
  all: ['admin'] as const,
  reports: () => ['admin', 'reports'] as const,
  hiddenFiles: () => ['admin', 'hidden-files'] as const,
  suspendedUsers: () => ['admin', 'suspended-users'] as const,
  actions: () => ['admin', 'actions'] as const,
};
