// The family feature's public face: the parents and family members, edited in place.
export { FamilyMembersSection, addFamilyMemberPath } from './components/family-members-section';
export { AddParentButton, ParentsSection, parentCardId } from './components/parents-section';
