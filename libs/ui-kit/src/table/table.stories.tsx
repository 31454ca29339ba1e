import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { Table } from './table';

const rows = [
  ['Alex Citizen', '12/03/1980', '60%'],
  ['Sam Citizen', '01/07/2012', '40%'],
];

const meta = {
  title: 'ui-kit/Table',
  component: Table,
  args: {
    children: [
      <caption key="caption">Beneficiaries</caption>,
      <thead key="head">
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Date of birth</th>
          <th scope="col">Share</th>
        </tr>
      </thead>,
      <tbody key="body">
        {rows.map(([name, born, share]) => (
          <tr key={name}>
            <td>{name}</td>
            <td>{born}</td>
            <td>{share}</td>
          </tr>
        ))}
      </tbody>,
    ],
  },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NumericLastColumn: Story = { args: { $numeric: true } };
export const RowHeaders: Story = {
  args: {
    children: [
      <caption key="caption">
        <VisuallyHidden>Contact details</VisuallyHidden>
      </caption>,
      <tbody key="body">
        <tr>
          <th scope="row">Mobile</th>
          <td>0412 345 678</td>
        </tr>
        <tr>
          <th scope="row">Email</th>
          <td>alex@example.com</td>
        </tr>
      </tbody>,
    ],
  },
};
