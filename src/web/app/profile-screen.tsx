// The profile screen: the user's files and lists (the files feature) with the account's own actions at
// its foot (deleting the account, from the settings feature, where the account's actions live). Features
// never import each other, so the app puts the two together.
import { ProfilePage } from '@/features/files/components/profile-page';
import { DeleteAccountSection } from '@/features/settings/components/delete-account-section';

export function ProfileScreen() {
  return <ProfilePage accountActions={<DeleteAccountSection />} />;
}
