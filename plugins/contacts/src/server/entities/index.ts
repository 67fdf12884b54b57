import { BookSchema } from './Book.ts';
import { ContactSchema } from './Contact.ts';
import { ContactBookSchema } from './ContactBook.ts';
import { ContactImportSchema } from './ContactImport.ts';
import { ContactTagSchema } from './ContactTag.ts';
import { TagSchema } from './Tag.ts';

export const contactsEntities = [ContactSchema, BookSchema, TagSchema, ContactBookSchema, ContactTagSchema, ContactImportSchema];
