// The address book's public face: the list and the form fields checkout uses to pick or add an address.
export { addressApi, useAddressList } from './api/address-api.ts';
export { AddressFormFields, useAddressForm } from './components/address-form-fields.tsx';
export { RegionPicker } from './components/region-picker.tsx';
